/// SplitMix64 (Steele, Lea & Flood, 2014): a tiny, fast generator whose output is
/// fixed by its seed, so every run of a random check sees the same inputs and a
/// failure can be replayed. Both test targets draw from this one generator.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`: the same seed gives the same numbers.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

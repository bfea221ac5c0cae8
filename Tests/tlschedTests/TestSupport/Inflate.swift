/// Why a zlib stream could not be inflated.
struct InflateError: Error, CustomStringConvertible {
  let description: String
}

/// Decompresses a zlib stream (RFC 1950) holding DEFLATE data (RFC 1951): what a
/// PNG's image data is, so that the picture tests read a rendered PNG without
/// another program. Plain and slow, after zlib's `puff.c`: canonical Huffman codes
/// decoded a bit at a time.
enum Inflate {
  /// The bytes `stream` holds, checked against its Adler-32.
  static func zlib(_ stream: [UInt8]) throws(InflateError) -> [UInt8] {
    guard stream.count >= 6 else { throw InflateError(description: "too short for zlib") }
    let method = stream[0]
    let flags = stream[1]
    guard method & 0x0F == 8, (Int(method) << 8 | Int(flags)) % 31 == 0, flags & 0x20 == 0 else {
      throw InflateError(description: "not a zlib stream of DEFLATE data without a dictionary")
    }
    var reader = BitReader(stream, from: 2)
    let output = try inflate(&reader)
    let end = reader.byteAfterLastBit
    guard end + 4 <= stream.count else { throw InflateError(description: "no Adler-32") }
    let stored = stream[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard stored == adler32(output) else { throw InflateError(description: "Adler-32 differs") }
    return output
  }

  /// The Adler-32 checksum of `bytes` (RFC 1950, section 9).
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  /// Lengths 257…285: the base and the count of extra bits (RFC 1951, 3.2.5).
  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Distances 0…29: the base and the count of extra bits.
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  /// The order in which a dynamic block gives its code-length code's lengths.
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  /// Every block of a DEFLATE stream, up to the one marked last.
  static func inflate(_ reader: inout BitReader) throws(InflateError) -> [UInt8] {
    var output: [UInt8] = []
    var last = false
    while !last {
      last = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0: try stored(&reader, into: &output)
      case 1:
        let literals = try HuffmanCode(
          lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
            + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
        let distances = try HuffmanCode(lengths: Array(repeating: 5, count: 30))
        try codes(&reader, literals, distances, into: &output)
      case 2:
        let (literals, distances) = try dynamicCodes(&reader)
        try codes(&reader, literals, distances, into: &output)
      default: throw InflateError(description: "block type 3")
      }
    }
    return output
  }

  /// A stored block: its length, the length's complement, then the bytes.
  private static func stored(_ reader: inout BitReader, into output: inout [UInt8])
    throws(InflateError)
  {
    reader.skipToByte()
    let length = try reader.bits(16)
    let complement = try reader.bits(16)
    guard length == ~complement & 0xFFFF else {
      throw InflateError(description: "stored length and its complement disagree")
    }
    for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
  }

  /// A dynamic block's two codes, read from its header.
  private static func dynamicCodes(_ reader: inout BitReader) throws(InflateError) -> (
    HuffmanCode, HuffmanCode
  ) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let lengthCodeCount = try reader.bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw InflateError(description: "too many codes")
    }
    var lengthCodeLengths = Array(repeating: 0, count: 19)
    for index in 0..<lengthCodeCount {
      lengthCodeLengths[codeLengthOrder[index]] = try reader.bits(3)
    }
    let lengthCode = try HuffmanCode(lengths: lengthCodeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try lengthCode.decode(&reader)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw InflateError(description: "a repeat with nothing before it")
        }
        lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
      case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
      default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount, lengths[256] != 0 else {
      throw InflateError(description: "code lengths overrun or no end-of-block code")
    }
    return (
      try HuffmanCode(lengths: Array(lengths[..<literalCount])),
      try HuffmanCode(lengths: Array(lengths[literalCount...]))
    )
  }

  /// A block's literals and copies, up to its end-of-block code.
  private static func codes(
    _ reader: inout BitReader, _ literals: HuffmanCode, _ distances: HuffmanCode,
    into output: inout [UInt8]
  ) throws(InflateError) {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < lengthBase.count else { throw InflateError(description: "bad length") }
      let length = lengthBase[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
      let distanceIndex = try distances.decode(&reader)
      guard distanceIndex < distanceBase.count else {
        throw InflateError(description: "bad distance")
      }
      let distance = distanceBase[distanceIndex] + (try reader.bits(distanceExtra[distanceIndex]))
      guard distance <= output.count else {
        throw InflateError(description: "a copy from before the start")
      }
      // Byte by byte: a copy may overlap the bytes it writes.
      for _ in 0..<length { output.append(output[output.count - distance]) }
    }
  }
}

/// Reads a byte array's bits from the least significant of each byte on, as
/// DEFLATE packs them.
struct BitReader {
  private let bytes: [UInt8]
  private var next: Int
  private var buffer: UInt64 = 0
  private var buffered = 0

  init(_ bytes: [UInt8], from start: Int) {
    self.bytes = bytes
    next = start
  }

  /// The next `count` bits (at most 32), the first read the least significant.
  mutating func bits(_ count: Int) throws(InflateError) -> Int {
    while buffered < count {
      guard next < bytes.count else { throw InflateError(description: "the stream ends early") }
      buffer |= UInt64(bytes[next]) << UInt64(buffered)
      next += 1
      buffered += 8
    }
    let value = Int(buffer & ((1 << UInt64(count)) - 1))
    buffer >>= UInt64(count)
    buffered -= count
    return value
  }

  /// Drops the rest of the byte under way; bytes are loaded only as bits are
  /// needed, so fewer than eight are ever buffered between reads.
  mutating func skipToByte() {
    buffer = 0
    buffered = 0
  }

  /// The index of the first byte none of whose bits was read.
  var byteAfterLastBit: Int { next }
}

/// A canonical Huffman code (RFC 1951, 3.2.2), from its symbols' code lengths.
struct HuffmanCode {
  /// How many codes have each length, 0…15.
  private var counts = Array(repeating: 0, count: 16)
  /// The symbols in code order: by length, then by symbol.
  private var symbols: [Int] = []

  init(lengths: [Int]) throws(InflateError) {
    for length in lengths { counts[length] += 1 }
    // No length may have more codes than the shorter ones leave room for.
    var left = 1
    for length in 1...15 {
      left = left * 2 - counts[length]
      guard left >= 0 else { throw InflateError(description: "an over-subscribed code") }
    }
    for length in 1...15 {
      for (symbol, symbolLength) in lengths.enumerated() where symbolLength == length {
        symbols.append(symbol)
      }
    }
  }

  /// The next symbol: the code is read a bit at a time, most significant first,
  /// and compared with the first code of each length.
  func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      code |= try reader.bits(1)
      let count = counts[length]
      if code - first < count { return symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw InflateError(description: "a code that is not in the table")
  }
}

/// Why bytes could not be read as a PNG this reader knows.
struct PNGError: Error, CustomStringConvertible {
  let description: String
}

/// A PNG's pixels as red, green and blue bytes, read without another program:
/// 8 bits a channel, RGB or RGBA (what `rsvg-convert` writes), not interlaced.
/// Alpha is dropped, as netpbm's `pngtopnm` drops it.
///
/// Chunk checksums are not checked: the image data's own Adler-32 is
/// (``Inflate/zlib(_:)``), and nothing else here is read but the header.
struct PNGImage {
  var width: Int
  var height: Int
  /// Row after row, three bytes a pixel.
  var rgb: [UInt8]

  /// The 8 bytes every PNG starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  init(_ bytes: [UInt8]) throws {
    guard bytes.starts(with: Self.signature) else { throw PNGError(description: "no signature") }
    var header: [UInt8] = []
    var data: [UInt8] = []
    var offset = Self.signature.count
    // Each chunk: its data's length (big-endian), its type, the data, a checksum.
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else {
        throw PNGError(description: "chunk \(type) runs past the end")
      }
      let body = bytes[start..<start + length]
      switch type {
      case "IHDR": header = Array(body)
      case "IDAT": data += body
      default: break
      }
      offset = start + length + 4
      if type == "IEND" { break }
    }
    guard header.count == 13 else { throw PNGError(description: "no header") }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let (depth, colour, interlace) = (header[8], header[9], header[12])
    guard depth == 8, colour == 2 || colour == 6, header[10] == 0, header[11] == 0, interlace == 0
    else {
      throw PNGError(
        description: "depth \(depth), colour type \(colour), interlace \(interlace): not read here")
    }
    let channels = colour == 6 ? 4 : 3
    let pixels = try Self.unfiltered(
      Inflate.zlib(data), width: width, height: height, bytesPerPixel: channels)
    self.width = width
    self.height = height
    rgb = []
    rgb.reserveCapacity(width * height * 3)
    for pixel in stride(from: 0, to: pixels.count, by: channels) {
      rgb += pixels[pixel..<pixel + 3]
    }
  }

  /// The pixel at column `x`, row `y` (from the top left).
  func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    let index = (y * width + x) * 3
    return (Int(rgb[index]), Int(rgb[index + 1]), Int(rgb[index + 2]))
  }

  /// The rows without their filter bytes, each filter undone (PNG, section 9):
  /// a byte was stored as the difference from its left neighbour (Sub), the
  /// byte above (Up), their mean (Average) or the Paeth predictor of left,
  /// above and upper left.
  static func unfiltered(_ data: [UInt8], width: Int, height: Int, bytesPerPixel: Int) throws
    -> [UInt8]
  {
    let rowLength = width * bytesPerPixel
    guard data.count == height * (rowLength + 1) else {
      throw PNGError(description: "\(data.count) bytes of rows for \(width) × \(height)")
    }
    var pixels = [UInt8](repeating: 0, count: height * rowLength)
    for row in 0..<height {
      let filter = data[row * (rowLength + 1)]
      let source = row * (rowLength + 1) + 1
      let target = row * rowLength
      for column in 0..<rowLength {
        let left = column >= bytesPerPixel ? Int(pixels[target + column - bytesPerPixel]) : 0
        let above = row > 0 ? Int(pixels[target - rowLength + column]) : 0
        let upperLeft =
          row > 0 && column >= bytesPerPixel
          ? Int(pixels[target - rowLength + column - bytesPerPixel]) : 0
        let prediction: Int
        switch filter {
        case 0: prediction = 0
        case 1: prediction = left
        case 2: prediction = above
        case 3: prediction = (left + above) / 2
        case 4: prediction = paeth(left, above, upperLeft)
        default: throw PNGError(description: "filter type \(filter) in row \(row)")
        }
        pixels[target + column] = UInt8((Int(data[source + column]) + prediction) & 0xFF)
      }
    }
    return pixels
  }

  /// Of left, above and upper left, the one nearest to left + above - upper left,
  /// ties going in that order.
  static func paeth(_ left: Int, _ above: Int, _ upperLeft: Int) -> Int {
    let estimate = left + above - upperLeft
    let (toLeft, toAbove, toUpperLeft) = (
      abs(estimate - left), abs(estimate - above), abs(estimate - upperLeft)
    )
    if toLeft <= toAbove && toLeft <= toUpperLeft { return left }
    return toAbove <= toUpperLeft ? above : upperLeft
  }
}

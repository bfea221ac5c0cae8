#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `--file` of JSON objects, one a line (`widget`'s entries, `live-activity`'s events):
/// read a line at a time with the dates file's reader (``ByteLines``), so it may be of
/// any size, a line at most ``DatesFile/maximumLineLength`` bytes; blank lines and lines
/// starting with `#` are skipped.
///
/// A bad line is bad data (65), named one way whatever the product: the file's name, the
/// line's number and the reason (``CommandLineError/inputLine(_:of:_:in:)``).
enum NDJSONFile {
  /// Reads the file at `path` (`-`: standard input), which messages call `name`, handing
  /// each line, decoded as `Line`, and its number to `take`; `shape` says what a line
  /// that does not decode should be, from the decoder's error.
  static func read<Line: Decodable>(
    _: Line.Type, path: String, name: [UInt8], pathBytes: [UInt8], command: String,
    shape: (any Error) -> String, each take: (Line, Int) throws(OptionValueError) -> Void
  ) throws(CommandLineError) {
    let source = try DatesFile.source(path, pathBytes: pathBytes, name: name, command: command)
    defer { source.close() }
    var lines = ByteLines(name: name, command: command, read: source.read)
    while let line = try lines.next() {
      // Blank and comment lines are passed over in place, so a file of many costs no copy.
      guard let first = line.first(where: { !DateLines.isBlank($0) }),
        first != UInt8(ascii: "#")
      else { continue }
      let number = lines.lineNumber
      let decoded: Line
      do {
        decoded = try JSONDecoder().decode(Line.self, from: Data(Array(line)))
      } catch {
        throw .inputLine(number, of: name, shape(error), in: command)
      }
      do throws(OptionValueError) {
        try take(decoded, number)
      } catch {
        throw .inputLine(number, of: name, error.reason, in: command)
      }
    }
  }

  /// `read()`, its error naming the line's member `name` (`"date": expected a date …`).
  static func member<Value>(
    _ name: String, _ read: () throws(OptionValueError) -> Value
  ) throws(OptionValueError) -> Value {
    do {
      return try read()
    } catch {
      throw error.about("\"\(name)\"")
    }
  }
}

/// Where the parts of a Swift string literal end: escapes (`\"`), and `\(…)`
/// interpolations, which may hold parentheses and string literals of their own
/// (`"\(x: ")")"`).
///
/// It keeps a list of the interpolations open rather than recursing, so no
/// literal, however nested, can run out of stack.
enum StringLiteralScan {
  /// The index of the `"` that closes a string literal whose contents start at
  /// `start`, or nil if it is not closed.
  static func closingQuote(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    scan(scalars, from: start, inInterpolation: false)
  }

  /// The index of the `)` that closes an interpolation whose contents start at
  /// `start` (just after its `\(`), or nil if it is not closed.
  static func closingParenthesis(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    scan(scalars, from: start, inInterpolation: true)
  }

  private static func scan(_ scalars: [Unicode.Scalar], from start: Int, inInterpolation: Bool)
    -> Int?
  {
    // For each interpolation open, innermost last, the parentheses open in it (its own included).
    var open: [Int] = inInterpolation ? [1] : []
    // Inside a string's text (true) or an interpolation's code (false).
    var inText = !inInterpolation
    var index = start
    while index < scalars.count {
      let c = scalars[index]
      if inText {
        if c == "\\" {
          index += 1
          if index < scalars.count, scalars[index] == "(" {
            open.append(1)
            inText = false
          }
        } else if c == "\"" {
          // The outermost string ends; a string inside an interpolation gives way to its code.
          if open.isEmpty { return index }
          inText = false
        }
      } else if c == "\"" {
        inText = true
      } else if c == "(" {
        open[open.count - 1] += 1
      } else if c == ")" {
        open[open.count - 1] -= 1
        if open[open.count - 1] == 0 {
          open.removeLast()
          if open.isEmpty && inInterpolation { return index }
          inText = true
        }
      }
      index += 1
    }
    return nil
  }
}

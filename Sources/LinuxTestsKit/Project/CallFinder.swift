import SwiftSyntax

/// The outermost calls under a node that a predicate picks (a manifest's `Project(…)` calls, a
/// helper's target calls): a call picked is not searched further.
enum CallFinder {
  static func outermostCalls(
    in node: Syntax, where picks: @escaping (FunctionCallExprSyntax) -> Bool
  ) -> [FunctionCallExprSyntax] {
    final class Finder: SyntaxVisitor {
      let picks: (FunctionCallExprSyntax) -> Bool
      var calls: [FunctionCallExprSyntax] = []
      init(_ picks: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.picks = picks
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard picks(node) else { return .visitChildren }
        calls.append(node)
        return .skipChildren
      }
    }
    let finder = Finder(picks)
    finder.walk(node)
    return finder.calls
  }

  /// `Project(…)`, `Project.init(…)` or `.init(…)`.
  static func isProjectCall(_ call: FunctionCallExprSyntax) -> Bool {
    ["Project", "Project.init", ".init"].contains(call.calledExpression.trimmedDescription)
  }
}

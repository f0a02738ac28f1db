import ComposableArchitecture
import FlyingFox
import Foundation

/// Who may use the devtools server: the page the developer opened from the address the terminal
/// printed, and nothing else.
///
/// - Every request's `Host` must be `127.0.0.1:PORT` or `localhost:PORT` (a DNS-rebinding page
///   reaches the server under its own host name).
/// - `GET /session`, `POST /command` and the WebSocket upgrade carry the run's secret token
///   (`?token=…`, printed in the address); the page keeps it in `sessionStorage`, never in a
///   cookie another site could have the browser send.
/// - A WebSocket upgrade's or a POST's `Origin`, when present, is the server's own.
///
/// Anything else gets 403, and each kind of refusal is printed once.
final class DevToolsAccess: Sendable {
  /// The run's secret.
  let token: String
  /// The port listened on, known once listening (port 0 asks the system for one).
  private let listeningPort = LockIsolated<UInt16>(0)
  private let log: @Sendable (String) -> Void
  private let logged = LockIsolated<Set<Refusal.Kind>>([])

  /// Why a request was refused.
  struct Refusal: Equatable {
    enum Kind: Hashable, Sendable {
      case foreignHost, foreignOrigin, missingToken, wrongToken
    }
    let kind: Kind
    /// For the log and the 403's body.
    let message: String
  }

  init(token: String = DevToolsAccess.makeToken(), log: @escaping @Sendable (String) -> Void) {
    self.token = token
    self.log = log
  }

  var port: UInt16 {
    get { self.listeningPort.value }
    set { self.listeningPort.setValue(newValue) }
  }

  /// 128 random bits from the system's secure generator, as 32 hexadecimal digits.
  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let value = generator.next() as UInt64
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
    .joined()
  }

  /// Why `request` is refused, if it is; the page itself (`GET /`) needs no token, everything
  /// else does.
  func refusal(of request: HTTPRequest, needsToken: Bool) -> Refusal? {
    let host = request.headers[.host]?.lowercased()
    guard let host, self.ownAuthorities.contains(host) else {
      return Refusal(
        kind: .foreignHost,
        message: "Host \(host.map { "\"\(Self.printable($0))\"" } ?? "missing") is not "
          + "127.0.0.1:\(self.port) "
          + "or localhost:\(self.port)"
      )
    }
    if let origin = request.headers[HTTPHeader("Origin")],
      request.method == .POST || request.headers[.upgrade] != nil,
      !self.ownAuthorities.contains(where: { "http://\($0)" == origin.lowercased() })
    {
      return Refusal(
        kind: .foreignOrigin, message: "Origin \"\(Self.printable(origin))\" is not this server's"
      )
    }
    guard needsToken else { return nil }
    guard let token = request.query["token"], !token.isEmpty else {
      return Refusal(
        kind: .missingToken,
        message: "no token (open the address printed in the terminal, with its ?token=)"
      )
    }
    guard Self.equalInConstantTime(token, self.token) else {
      return Refusal(
        kind: .wrongToken,
        message: "wrong token (open the address printed in the terminal, with its ?token=)"
      )
    }
    return nil
  }

  /// The 403 a refused request gets; the first refusal of each kind is also printed.
  func response(to refusal: Refusal, for request: HTTPRequest) -> HTTPResponse {
    let isFirst = self.logged.withValue { $0.insert(refusal.kind).inserted }
    if isFirst {
      self.log(
        "DevTools: refused \(Self.printable(request.method.rawValue)) "
          + "\(Self.printable(request.path)): \(refusal.message). "
          + "(Printed once; later refusals of this kind are not.)"
      )
    }
    return HTTPResponse(
      statusCode: .forbidden,
      headers: [.contentType: "text/plain; charset=utf-8"],
      body: Data("DevTools refused the request: \(refusal.message).\n".utf8)
    )
  }

  private var ownAuthorities: [String] {
    ["127.0.0.1:\(self.port)", "localhost:\(self.port)"]
  }

  /// What a request said, fit for a terminal: printable ASCII only (no escape sequences), at
  /// most 100 characters.
  static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.filter { (0x20..<0x7F).contains($0.value) })
        .prefix(100)
    )
  }

  /// Whether two strings are equal, in a time that does not depend on where they differ.
  static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }
}

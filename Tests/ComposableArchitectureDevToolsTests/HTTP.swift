import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A plain HTTP request to the devtools server, for the tests: the body of the response.
func http(_ method: String, _ url: String, body: String? = nil) async throws -> String {
  try await httpResponse(method, url, body: body).body
}

/// A plain HTTP request to the devtools server with `headers`: the status and the body.
func httpResponse(
  _ method: String, _ url: String, body: String? = nil, headers: [String: String] = [:]
) async throws -> (status: Int, body: String) {
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method
  request.httpBody = body.map { Data($0.utf8) }
  for (name, value) in headers {
    request.setValue(value, forHTTPHeaderField: name)
  }
  return try await withCheckedThrowingContinuation { continuation in
    URLSession.shared.dataTask(with: request) { data, response, error in
      if let error {
        continuation.resume(throwing: error)
      } else {
        continuation.resume(
          returning: (
            (response as? HTTPURLResponse)?.statusCode ?? 0,
            String(decoding: data ?? Data(), as: UTF8.self)
          )
        )
      }
    }
    .resume()
  }
}

/// A JSON reply decoded into a dictionary.
func object(_ json: String) -> [String: Any] {
  (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
}

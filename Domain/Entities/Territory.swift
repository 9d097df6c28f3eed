/// A state or region named by the directory, with how many merchants have a location in it.
public struct Territory: Hashable, Sendable, Identifiable {
    public var name: String
    public var merchantCount: Int

    public var id: String { name }

    public init(name: String, merchantCount: Int) {
        self.name = name
        self.merchantCount = merchantCount
    }
}

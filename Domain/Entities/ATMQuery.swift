/// Everything the ATM finder asks the directory.
public struct ATMQuery: Hashable, Sendable {
    /// Words an ATM's name or manufacturer must contain, each as a prefix of a word, ignoring case, literally
    /// (``SearchWords``, as for ``MerchantQuery/text``).
    public var text: String
    /// Distances are measured from it; a radius requires it.
    public var position: Coordinate?
    /// Only ATMs within this great-circle distance of ``position``; `nil` means anywhere.
    public var radius: Distance?
    /// Only ATMs where a person can do this, by the wallets' rule (``ATMAction/admits(_:)``); `nil` means any ATM.
    public var action: ATMAction?
    /// Only ATMs in this territory (exact name, as the directory spells it).
    public var territory: String?
    public var page: PageRequest

    public init(
        text: String = "", position: Coordinate? = nil, radius: Distance? = nil, action: ATMAction? = nil,
        territory: String? = nil, page: PageRequest = .first
    ) {
        self.text = text
        self.position = position
        self.radius = radius
        self.action = action
        self.territory = territory
        self.page = page
    }
}

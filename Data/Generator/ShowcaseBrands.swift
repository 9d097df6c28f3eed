/// The names of the built-in sample's merchants that are not one town's shop: web shops, gift-card brands with a
/// few stores, and chains with dozens of locations.
enum ShowcaseBrands {
    /// Web shops: "Atlas Prints", "Loja Aurora" (the first pack three times as often).
    static let online = [
        english, english, english,
        NamePack(
            first: ["Tienda", "Loja", "Boutique", "Mercado", "Librería", "Kaufhaus"],
            second: ["Aurora", "Sol y Luna", "Verde", "Digital", "Criolla", "Tropical", "Nordlicht", "Lua Nova"]),
    ]

    private static let english = NamePack(
        first: [
            "Northwind", "Blue Harbor", "Pixel", "Wanderlust", "Cloud Nine", "Atlas", "Lumen", "Trailhead",
            "Spice Route", "Retro", "Silver Fern", "Evergreen", "Paper Crane", "Night Owl", "Little Fox",
            "Red Kite", "Saltwater", "Moonlight", "Tidewater", "Juniper", "Ember", "Cobalt", "Marigold", "Fable",
            "Honeycomb", "Kestrel", "Larkspur", "Meridian", "Sundial", "Wildflower", "Bamboo", "Cedar & Pine",
        ],
        second: [
            "Books", "Outfitters", "Games", "Travel", "Bedding", "Prints", "Lighting", "Gear", "Pantry", "Audio",
            "Skincare", "Gifts", "Courses", "Toys", "Tea Co.", "Stationery", "Knitwear", "Ceramics", "Candles",
            "Maps", "Puzzles", "Coffee Roasters",
        ])

    /// Gift-card brands with a few stores each: "Metro Cinemas", "Nova Supermarkets".
    static let giftCard = NamePack(
        first: [
            "Stellar", "Harbor", "Metro", "Prime", "Nova", "Summit", "Royal", "Galaxy", "Fresh", "Urban", "Crown",
            "Apex", "Beacon", "Horizon", "Pinnacle", "Sterling", "Vista", "Zenith", "Orbit", "Keystone", "Solstice",
            "Everest", "Paramount", "Monarch", "Pacific", "Atlantic", "Sierra", "Coastal",
        ],
        second: [
            "Cinemas", "Supermarkets", "Pizza", "Burgers", "Airways", "Electronics", "Home", "Sports", "Beauty",
            "Pets", "Fuel", "Fashion", "Coffee House", "Hotels", "Shoes", "Toys", "Books", "Car Rental", "Music",
        ])

    /// Chains with many locations in many countries.
    static let chains = [
        "Sunrise Coffee", "Mercado Verde", "QuickFix Phone Repair", "Bright Smile Dental", "Casa del Pan",
        "Green Leaf Grocers", "Urban Cycles", "Nomad Travel", "Luna Hostels", "FitNation Gyms", "Pizza Napoli",
        "Farmacias Salud", "Sakura Sushi Bar", "Golden Wok", "Café Aroma", "Bella Moda", "Lavandería Express",
        "Book Nook", "Petit Croissant", "Tech Corner",
    ]
}

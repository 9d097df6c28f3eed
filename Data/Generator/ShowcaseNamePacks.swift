/// How the built-in sample names local shops: a word from `first`, the joiner, a word from `second`, as shop signs
/// read in each language ("Panadería La Esperanza", "さくら寿司", "مخبز الأرز").
struct NamePack: Sendable {
    var first: [String]
    var second: [String]
    var joiner = " "

    /// A word from each list: the name is `first + joiner + second`.
    func parts(_ random: inout SplitMix64) -> (first: String, second: String) {
        (random.pick(first), random.pick(second))
    }

    func name(_ random: inout SplitMix64) -> String {
        let (first, second) = parts(&random)
        return first + joiner + second
    }

    /// Every name the pack can make, for tests.
    var count: Int { first.count * second.count }
}

/// The name packs of the built-in sample, one per language or local habit.
enum NamePacks {
    static let spanish = NamePack(
        first: [
            "Panadería", "Farmacia", "Ferretería", "Librería", "Floristería", "Heladería", "Café", "Restaurante",
            "Zapatería", "Óptica", "Carnicería", "Frutería", "Peluquería", "Pastelería", "Licorería", "Papelería",
        ],
        second: [
            "La Esperanza", "San José", "El Sol", "Don Pedro", "Doña Rosa", "La Candelaria", "Los Andes", "Santa Fe",
            "La Estrella", "Las Palmas", "El Rincón", "La Abuela", "Central", "del Parque", "La Fuente", "Bella Vista",
            "El Faro", "Santa Rita", "Los Girasoles", "La Esquina",
        ])
    static let venezuelan = NamePack(
        first: ["Arepera", "Bodegón", "Panadería", "Farmacia", "Cafetín", "Tasca", "Frutería", "Licorería"],
        second: [
            "El Ávila", "La Guaira", "Los Próceres", "El Tamarindo", "La Carabobeña", "Los Llanos", "El Samán",
            "La Zuliana", "Doña Carmen", "El Criollito", "Mi Tierra", "La Trinidad",
        ])
    static let mexican = NamePack(
        first: ["Taquería", "Tortillería", "Panadería", "Cantina", "Farmacia", "Papelería", "Nevería"],
        second: ["El Güero", "La Guadalupana", "Los Compadres", "Don Chuy", "La Michoacana", "El Zócalo", "Coyoacán"])
    static let argentine = NamePack(
        first: ["Parrilla", "Confitería", "Librería", "Heladería", "Almacén", "Pizzería", "Vinoteca"],
        second: ["La Porteña", "San Telmo", "El Gaucho", "Palermo", "Don Julio", "La Boca", "Recoleta"])
    static let portuguese = NamePack(
        first: ["Padaria", "Farmácia", "Livraria", "Sorveteria", "Lanchonete", "Mercearia", "Ótica", "Confeitaria"],
        second: [
            "Estrela", "São Jorge", "Bela Vista", "Paulista", "Boa Esperança", "Santa Luzia", "Ipiranga", "Aurora",
        ])
    static let german = NamePack(
        first: [
            "Bäckerei", "Apotheke", "Buchhandlung", "Café", "Blumenladen", "Metzgerei", "Optik", "Weinhandlung",
            "Fahrradladen", "Konditorei",
        ],
        second: [
            "Sonnenschein", "am Markt", "Lindenhof", "Müller", "Schneider", "zur Post", "am See", "Weber",
            "Rosengarten", "Alpenblick", "Kreuzberg", "Fischer",
        ])
    static let american = NamePack(
        first: [
            "Hudson", "Maple", "Harbor", "Sunset", "Riverside", "Brooklyn", "Elm Street", "Bayview", "Lone Star",
            "Liberty", "Pioneer", "Copper Kettle", "Blue Door", "Corner", "Magnolia", "Golden Gate", "Ocean Drive",
            "Mission", "Canal Street", "Palm",
        ],
        second: [
            "Bakery", "Books", "Coffee", "Deli", "Pharmacy", "Hardware", "Cycles", "Florist", "Pizza", "Tacos",
            "Barbers", "Wine & Spirits", "Diner", "Bagels", "Records", "Optics", "Tailors", "Grocery",
        ])
    static let british = NamePack(
        first: ["Camden", "Islington", "The Crown", "Kings Road", "Borough", "Maple Leaf", "Kensington", "Danforth"],
        second: ["Fish & Chips", "Books", "Bakery", "Chemist", "Café", "Barbers", "Tea Rooms", "Hardware"])
    static let australian = NamePack(
        first: ["Bondi", "Harbour", "Wattle", "Kookaburra", "Paddington", "Surry Hills"],
        second: ["Espresso", "Bakehouse", "Surf Shop", "Chemist", "Books", "Fish Market"])
    static let french = NamePack(
        first: ["Boulangerie", "Pâtisserie", "Pharmacie", "Librairie", "Café", "Fleuriste"],
        second: ["du Liban", "Hamra", "Achrafieh", "Les Cèdres", "Saint-Michel", "Gemmayzé"])
    static let arabic = NamePack(
        first: ["مخبز", "صيدلية", "مقهى", "حلويات", "مكتبة", "مطعم", "عصائر"],
        second: ["الأرز", "النور", "السلطان", "الروضة", "الياسمين", "البحر", "الشام", "الزيتونة"])
    static let gulf = NamePack(
        first: ["Al Fahidi", "Marina", "Jumeirah", "Deira", "Creekside", "Al Barsha"],
        second: ["Perfumes", "Electronics", "Jewellers", "Shawarma", "Karak Tea", "Tailoring"])
    static let japanese = NamePack(
        first: ["さくら", "ひまわり", "富士", "青空", "みどり", "山田", "銀座", "浅草", "新宿", "白樺"],
        second: ["寿司", "ラーメン", "書店", "薬局", "珈琲店", "花店", "パン屋", "酒店", "自転車店", "うどん"], joiner: "")
    static let chinese = NamePack(
        first: ["福记", "新华", "金龙", "大华", "美香", "南洋"],
        second: ["鸡饭", "咖啡店", "面包店", "药房", "茶室", "肉骨茶"], joiner: "")
    static let singaporean = NamePack(
        first: ["Tiong Bahru", "Katong", "Joo Chiat", "Marina", "Orchard", "Lau Pa Sat"],
        second: ["Kopitiam", "Laksa", "Bakery", "Optics", "Florist", "Bookshop"])
    static let korean = NamePack(
        first: ["한강", "서울", "봄날", "하늘", "미소", "남산"],
        second: ["치킨", "카페", "베이커리", "약국", "서점", "분식"])
    static let greek = NamePack(
        first: ["Φούρνος", "Καφενείο", "Φαρμακείο", "Βιβλιοπωλείο", "Ταβέρνα", "Ζαχαροπλαστείο"],
        second: ["Ακρόπολις", "Πλάκα", "Ο Νίκος", "Η Ελιά", "Αθηνά", "Το Λιμάνι"])
    static let hebrew = NamePack(
        first: ["מאפיית", "קפה", "בית מרקחת", "חנות ספרים", "פלאפל"],
        second: ["השחר", "הים", "רוטשילד", "דיזנגוף", "הכרמל", "יפו"])
    static let icelandic = NamePack(
        first: ["Kaffihús", "Bakarí", "Bókabúð", "Apótek", "Fiskbúð"],
        second: ["Vesturbæjar", "Laugavegs", "Hafnar", "Sólar", "Norðurljósa"])
    static let kenyan = NamePack(
        first: ["Jambo", "Kilimani", "Uhuru", "Savanna", "Westlands", "Mama Njeri's"],
        second: ["Café", "Chemist", "Duka", "Salon", "Nyama Choma", "Kitchen"])
    static let nigerian = NamePack(
        first: ["Èkó", "Ọlá", "Adúnní", "Lekki", "Surulere", "Ìyá Basira's"],
        second: ["Buka", "Pharmacy", "Provisions", "Tailoring", "Suya Spot", "Kitchen"])
    static let fijian = NamePack(
        first: ["Bula", "Suva", "Coral Coast", "Garden Island", "Taveuni", "Lautoka"],
        second: ["Café", "Curry House", "Handicrafts", "Pharmacy", "Dive Shop", "Kava Bar"])
}

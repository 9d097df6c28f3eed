/// The cities of the built-in sample, in many countries and scripts (the benchmark's places, and three more).
enum ShowcaseCities {
    private typealias City = ShowcaseCity

    static let all: [ShowcaseCity] = [
        City(
            "Caracas", "Distrito Capital", 10.4806, -66.9036, spread: 12, weight: 5,
            names: [NamePacks.venezuelan, NamePacks.spanish],
            streets: [
                "Av. Francisco de Miranda", "Av. Urdaneta", "Calle Los Mangos", "Av. Libertador",
                "Bulevar de Sabana Grande", "Av. Principal de Las Mercedes",
            ], phone: "+58 212", unit: "Local",
            malls: [
                "Centro Comercial Sambil, Nivel Libertador", "Centro Comercial Ciudad Tamanaco, Nivel C2",
                "Centro Comercial El Recreo, Nivel Feria",
            ]),
        City(
            "Valencia", "Carabobo", 10.1620, -68.0077, spread: 10, weight: 3,
            names: [NamePacks.venezuelan, NamePacks.spanish],
            streets: ["Av. Bolívar Norte", "Calle Colombia", "Av. Cedeño", "Av. Andrés Eloy Blanco"], phone: "+58 241",
            unit: "Local", malls: ["Centro Comercial Sambil Valencia, Nivel Paseo", "Centro Comercial Metrópolis"]),
        City(
            "Maracaibo", "Zulia", 10.6427, -71.6125, spread: 10, weight: 2,
            names: [NamePacks.venezuelan, NamePacks.spanish],
            streets: ["Av. 5 de Julio", "Calle 72", "Av. Bella Vista", "Av. El Milagro"], phone: "+58 261",
            unit: "Local"),
        City(
            "Mérida", "Mérida", 8.5897, -71.1561, spread: 6, weight: 2, names: [NamePacks.venezuelan],
            streets: ["Av. Las Américas", "Calle 26 Campo Elías", "Av. Los Próceres"], phone: "+58 274"),
        City(
            "Beirut", "Beirut", 33.8938, 35.5018, spread: 6, weight: 2, names: [NamePacks.french, NamePacks.arabic],
            streets: ["Rue Hamra", "Rue Gouraud", "Rue Monnot", "Rue Bliss"], phone: "+961 1"),
        City(
            "Tripoli", "North Governorate", 34.4367, 35.8497, spread: 6, names: [NamePacks.arabic],
            streets: ["Rue Azmi", "Rue Tall", "Corniche El Mina"], phone: "+961 6"),
        City(
            "New York", "New York", 40.7128, -74.0060, spread: 15, weight: 3, names: [NamePacks.american],
            streets: ["Canal Street", "Bedford Avenue", "Broadway", "Amsterdam Avenue", "Atlantic Avenue"],
            address: .numberFirst, phone: "+1 212", unit: "Suite"),
        City(
            "Los Angeles", "California", 34.0522, -118.2437, spread: 25, weight: 2, names: [NamePacks.american],
            streets: ["Sunset Boulevard", "Figueroa Street", "Melrose Avenue", "Vermont Avenue"],
            address: .numberFirst, phone: "+1 213", unit: "Suite"),
        City(
            "San Francisco", "California", 37.7749, -122.4194, spread: 8, names: [NamePacks.american],
            streets: ["Valencia Street", "Market Street", "Irving Street", "Columbus Avenue"], address: .numberFirst,
            phone: "+1 415"),
        City(
            "Miami", "Florida", 25.7617, -80.1918, spread: 12, weight: 2,
            names: [NamePacks.american, NamePacks.spanish],
            streets: ["Calle Ocho", "Collins Avenue", "Biscayne Boulevard", "Coral Way"], address: .numberFirst,
            phone: "+1 305"),
        City(
            "Austin", "Texas", 30.2672, -97.7431, spread: 12, names: [NamePacks.american],
            streets: ["South Congress Avenue", "East 6th Street", "Guadalupe Street"], address: .numberFirst,
            phone: "+1 512"),
        City(
            "Toronto", "Ontario", 43.6532, -79.3832, spread: 15, names: [NamePacks.british],
            streets: ["Queen Street West", "Spadina Avenue", "Danforth Avenue", "College Street"],
            address: .numberFirst, phone: "+1 416"),
        City(
            "Mexico City", "Ciudad de México", 19.4326, -99.1332, spread: 18, weight: 2, names: [NamePacks.mexican],
            streets: ["Av. Insurgentes Sur", "Calle Madero", "Av. Álvaro Obregón", "Calle Regina"], phone: "+52 55",
            unit: "Local"),
        City(
            "Bogotá", "Bogotá D.C.", 4.7110, -74.0721, spread: 12, weight: 2, names: [NamePacks.spanish],
            streets: ["Carrera Séptima", "Calle 85", "Av. Jiménez", "Carrera 11"], phone: "+57 601", unit: "Local"),
        City(
            "Buenos Aires", "Buenos Aires", -34.6037, -58.3816, spread: 15, weight: 2, names: [NamePacks.argentine],
            streets: ["Av. Corrientes", "Calle Florida", "Av. de Mayo", "Calle Defensa"], phone: "+54 11"),
        City(
            "São Paulo", "São Paulo", -23.5505, -46.6333, spread: 20, weight: 2, names: [NamePacks.portuguese],
            streets: ["Av. Paulista", "Rua Augusta", "Rua Oscar Freire", "Rua 25 de Março"], phone: "+55 11",
            unit: "Loja"),
        City(
            "London", "England", 51.5074, -0.1278, spread: 15, weight: 2, names: [NamePacks.british],
            streets: ["Upper Street", "Brick Lane", "King's Road", "Borough High Street"], address: .numberFirst,
            phone: "+44 20"),
        City(
            "Berlin", "Berlin", 52.5200, 13.4050, spread: 12, weight: 2, names: [NamePacks.german],
            streets: ["Oranienstraße", "Kastanienallee", "Bergmannstraße", "Schönhauser Allee"], phone: "+49 30"),
        City(
            "Madrid", "Comunidad de Madrid", 40.4168, -3.7038, spread: 10, weight: 2, names: [NamePacks.spanish],
            streets: ["Calle de Alcalá", "Gran Vía", "Calle de Fuencarral", "Calle Mayor"], phone: "+34 91",
            unit: "Local"),
        City(
            "Zürich", "Zürich", 47.3769, 8.5417, spread: 6, names: [NamePacks.german],
            streets: ["Bahnhofstrasse", "Langstrasse", "Niederdorfstrasse"], phone: "+41 44"),
        City(
            "Lagos", "Lagos", 6.5244, 3.3792, spread: 15, names: [NamePacks.nigerian],
            streets: ["Awolowo Road", "Allen Avenue", "Admiralty Way", "Broad Street"], address: .numberFirst,
            phone: "+234 1"),
        City(
            "Nairobi", "Nairobi", -1.2921, 36.8219, spread: 10, names: [NamePacks.kenyan],
            streets: ["Moi Avenue", "Kenyatta Avenue", "Ngong Road", "Biashara Street"], phone: "+254 20"),
        City(
            "Dubai", "Dubai", 25.2048, 55.2708, spread: 15, names: [NamePacks.gulf, NamePacks.arabic],
            streets: ["Sheikh Zayed Road", "Al Wasl Road", "Al Rigga Road"], phone: "+971 4"),
        City(
            "Tokyo", "東京都", 35.6762, 139.6503, spread: 20, weight: 2, names: [NamePacks.japanese],
            streets: ["台東区浅草", "渋谷区神南", "新宿区西新宿", "中央区銀座"], address: .blockNumbers, phone: "+81 3"),
        City(
            "Singapore", "Singapore", 1.3521, 103.8198, spread: 10, names: [NamePacks.singaporean, NamePacks.chinese],
            streets: ["Orchard Road", "Tiong Bahru Road", "East Coast Road", "Joo Chiat Road"], address: .numberFirst,
            phone: "+65"),
        City(
            "Sydney", "New South Wales", -33.8688, 151.2093, spread: 18, names: [NamePacks.australian],
            streets: ["Oxford Street", "Crown Street", "Campbell Parade", "King Street"], address: .numberFirst,
            phone: "+61 2"),
        City(
            "Suva", "Central", -18.1416, 178.4419, spread: 40, names: [NamePacks.fijian],
            streets: ["Victoria Parade", "Cumming Street", "Waimanu Road"], address: .numberFirst, phone: "+679"),
        City(
            "Taveuni", "Northern", -16.85, 179.97, spread: 15, names: [NamePacks.fijian],
            streets: ["Waiyevo Road", "Matei Road"], address: .numberFirst, phone: "+679"),
        City(
            "Reykjavík", "Höfuðborgarsvæðið", 64.1466, -21.9426, spread: 6, names: [NamePacks.icelandic],
            streets: ["Laugavegur", "Skólavörðustígur", "Hverfisgata"], phone: "+354"),
        City(
            "Athens", "Attica", 37.9838, 23.7275, spread: 10, names: [NamePacks.greek],
            streets: ["Odos Ermou", "Odos Adrianou", "Leoforos Syngrou"], phone: "+30 21"),
        City(
            "Seoul", "서울특별시", 37.5665, 126.9780, spread: 15, names: [NamePacks.korean],
            streets: ["마포구 와우산로", "종로구 인사동길", "강남구 테헤란로"], phone: "+82 2"),
        City(
            "Tel Aviv", "Tel Aviv District", 32.0853, 34.7818, spread: 8, names: [NamePacks.hebrew],
            streets: ["Rothschild Boulevard", "Dizengoff Street", "Allenby Street"], phone: "+972 3"),
    ]

    /// The cities, each repeated by its weight: picking from this list favours the dense ones.
    static let weighted: [ShowcaseCity] = all.flatMap { Array(repeating: $0, count: $0.weight) }
}

/// Cities and regions where sample merchants have shops: real centres in several countries, a city beside the
/// antimeridian, one far north, and a sparse region with scattered rural shops.
struct SamplePlace {
    var city: String
    var territory: String
    var latitude: Double
    var longitude: Double
    /// Kilometres around the centre within which shops are spread.
    var spread: Double

    static let cities = [
        SamplePlace(city: "Caracas", territory: "Distrito Capital", latitude: 10.4806, longitude: -66.9036, spread: 12),
        SamplePlace(city: "Valencia", territory: "Carabobo", latitude: 10.1620, longitude: -68.0077, spread: 10),
        SamplePlace(city: "Maracaibo", territory: "Zulia", latitude: 10.6427, longitude: -71.6125, spread: 10),
        SamplePlace(city: "Mérida", territory: "Mérida", latitude: 8.5897, longitude: -71.1561, spread: 6),
        SamplePlace(city: "Beirut", territory: "Beirut", latitude: 33.8938, longitude: 35.5018, spread: 6),
        SamplePlace(city: "Tripoli", territory: "North Governorate", latitude: 34.4367, longitude: 35.8497, spread: 6),
        SamplePlace(city: "New York", territory: "New York", latitude: 40.7128, longitude: -74.0060, spread: 15),
        SamplePlace(city: "Los Angeles", territory: "California", latitude: 34.0522, longitude: -118.2437, spread: 25),
        SamplePlace(city: "San Francisco", territory: "California", latitude: 37.7749, longitude: -122.4194, spread: 8),
        SamplePlace(city: "Miami", territory: "Florida", latitude: 25.7617, longitude: -80.1918, spread: 12),
        SamplePlace(city: "Austin", territory: "Texas", latitude: 30.2672, longitude: -97.7431, spread: 12),
        SamplePlace(city: "Toronto", territory: "Ontario", latitude: 43.6532, longitude: -79.3832, spread: 15),
        SamplePlace(
            city: "Mexico City", territory: "Ciudad de México", latitude: 19.4326, longitude: -99.1332, spread: 18),
        SamplePlace(city: "Bogotá", territory: "Bogotá D.C.", latitude: 4.7110, longitude: -74.0721, spread: 12),
        SamplePlace(
            city: "Buenos Aires", territory: "Buenos Aires", latitude: -34.6037, longitude: -58.3816, spread: 15),
        SamplePlace(city: "São Paulo", territory: "São Paulo", latitude: -23.5505, longitude: -46.6333, spread: 20),
        SamplePlace(city: "London", territory: "England", latitude: 51.5074, longitude: -0.1278, spread: 15),
        SamplePlace(city: "Berlin", territory: "Berlin", latitude: 52.5200, longitude: 13.4050, spread: 12),
        SamplePlace(
            city: "Madrid", territory: "Comunidad de Madrid", latitude: 40.4168, longitude: -3.7038, spread: 10),
        SamplePlace(city: "Zürich", territory: "Zürich", latitude: 47.3769, longitude: 8.5417, spread: 6),
        SamplePlace(city: "Lagos", territory: "Lagos", latitude: 6.5244, longitude: 3.3792, spread: 15),
        SamplePlace(city: "Nairobi", territory: "Nairobi", latitude: -1.2921, longitude: 36.8219, spread: 10),
        SamplePlace(city: "Dubai", territory: "Dubai", latitude: 25.2048, longitude: 55.2708, spread: 15),
        SamplePlace(city: "Tokyo", territory: "東京都", latitude: 35.6762, longitude: 139.6503, spread: 20),
        SamplePlace(city: "Singapore", territory: "Singapore", latitude: 1.3521, longitude: 103.8198, spread: 10),
        SamplePlace(city: "Sydney", territory: "New South Wales", latitude: -33.8688, longitude: 151.2093, spread: 18),
        SamplePlace(city: "Suva", territory: "Central", latitude: -18.1416, longitude: 178.4419, spread: 40),
        SamplePlace(city: "Taveuni", territory: "Northern", latitude: -16.85, longitude: 179.97, spread: 15),
        SamplePlace(
            city: "Reykjavík", territory: "Höfuðborgarsvæðið", latitude: 64.1466, longitude: -21.9426, spread: 6),
    ]

    /// Rural Patagonia: shops far apart, for the "sparse region" benchmark.
    static let sparse = SamplePlace(
        city: "Ruta 40", territory: "Patagonia", latitude: -45, longitude: -69, spread: 400)
}

import Domain

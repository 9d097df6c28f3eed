/// The catalog's XML Schema, carried in the program so that `explore` can validate and publish it anywhere.
///
/// `Docs/catalog.xsd` is the same text; a test fails when the two differ.
public enum CatalogSchema {
    /// The namespace of every element of a catalog document.
    public static let namespace = "urn:explore:catalog:1"

    /// The file name the XML renderer gives the schema beside `catalog.xml`.
    public static let fileName = "catalog.xsd"

    /// The XSD document, as in `Docs/catalog.xsd`.
    public static let text = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!--
          The Explore merchant catalog: every merchant of a Dash Explore directory snapshot, with its locations and
          gift-card offers, and optionally its cryptocurrency ATMs. Written by `explore catalog` in its xml format; Docs/Catalog.md explains each field.
          Discounts are in basis points: 600 is 6.00 %, a negative value is a fee.
        -->
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
                   xmlns:c="urn:explore:catalog:1"
                   targetNamespace="urn:explore:catalog:1"
                   elementFormDefault="qualified">

          <xs:element name="catalog">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="territories">
                  <xs:complexType>
                    <xs:sequence>
                      <xs:element name="territory" type="c:Territory" minOccurs="0" maxOccurs="unbounded"/>
                    </xs:sequence>
                  </xs:complexType>
                </xs:element>
                <xs:element name="merchants">
                  <xs:complexType>
                    <xs:sequence>
                      <xs:element name="merchant" type="c:Merchant" minOccurs="0" maxOccurs="unbounded"/>
                    </xs:sequence>
                  </xs:complexType>
                </xs:element>
                <!-- Present when the catalog lists ATMs: by name ignoring case, then id. -->
                <xs:element name="atms" minOccurs="0">
                  <xs:complexType>
                    <xs:sequence>
                      <xs:element name="atm" type="c:ATM" minOccurs="0" maxOccurs="unbounded"/>
                    </xs:sequence>
                  </xs:complexType>
                </xs:element>
              </xs:sequence>
              <!-- PRAGMA user_version of the snapshot file. -->
              <xs:attribute name="schemaVersion" type="xs:int" use="required"/>
              <!-- The publisher's version, milliseconds since 1970, when the snapshot records one. -->
              <xs:attribute name="snapshotVersion" type="xs:long"/>
              <xs:attribute name="merchantCount" type="xs:nonNegativeInteger" use="required"/>
              <xs:attribute name="locationCount" type="xs:nonNegativeInteger" use="required"/>
              <!-- Set when the catalog is restricted to one territory. -->
              <xs:attribute name="territory" type="xs:string"/>
            </xs:complexType>
            <xs:unique name="uniqueMerchantId">
              <xs:selector xpath="c:merchants/c:merchant"/>
              <xs:field xpath="@id"/>
            </xs:unique>
            <xs:unique name="uniqueATMId">
              <xs:selector xpath="c:atms/c:atm"/>
              <xs:field xpath="@id"/>
            </xs:unique>
          </xs:element>

          <xs:complexType name="Territory">
            <xs:attribute name="name" type="xs:string" use="required"/>
            <xs:attribute name="merchantCount" type="xs:nonNegativeInteger" use="required"/>
          </xs:complexType>

          <xs:complexType name="Merchant">
            <xs:sequence>
              <xs:element name="name" type="xs:string"/>
              <!-- Only http and https addresses; anything else in the directory is left out. -->
              <xs:element name="website" type="xs:anyURI" minOccurs="0"/>
              <xs:element name="phone" type="xs:string" minOccurs="0"/>
              <xs:element name="location" type="c:Location" minOccurs="0" maxOccurs="unbounded"/>
              <xs:element name="offer" type="c:Offer" minOccurs="0" maxOccurs="unbounded"/>
            </xs:sequence>
            <xs:attribute name="id" type="xs:string" use="required"/>
            <xs:attribute name="type" type="c:MerchantType" use="required"/>
            <xs:attribute name="paymentMethod" type="c:PaymentMethod" use="required"/>
            <xs:attribute name="denominationsType" type="c:DenominationsType"/>
            <xs:attribute name="redeemType" type="c:RedeemType"/>
            <!-- The merchant's own discount column, for gift-card merchants without provider offers. -->
            <xs:attribute name="discountBasisPoints" type="xs:int"/>
          </xs:complexType>

          <xs:complexType name="Location">
            <xs:sequence>
              <xs:element name="addressLine" type="xs:string" minOccurs="0" maxOccurs="4"/>
              <xs:element name="city" type="xs:string" minOccurs="0"/>
              <xs:element name="territory" type="xs:string" minOccurs="0"/>
              <xs:element name="phone" type="xs:string" minOccurs="0"/>
              <xs:element name="mapLink" type="xs:anyURI" minOccurs="0"/>
            </xs:sequence>
            <!-- The row id in the directory file. -->
            <xs:attribute name="id" type="xs:long" use="required"/>
            <!-- Both present, or both absent (no location, as for online merchants). WGS 84 degrees. -->
            <xs:attribute name="latitude" type="c:Latitude"/>
            <xs:attribute name="longitude" type="c:Longitude"/>
          </xs:complexType>

          <xs:complexType name="ATM">
            <xs:sequence>
              <xs:element name="name" type="xs:string"/>
              <xs:element name="manufacturer" type="xs:string" minOccurs="0"/>
              <!-- Only http and https addresses, as for merchants. -->
              <xs:element name="website" type="xs:anyURI" minOccurs="0"/>
              <!-- Where it stands; the location's id is the ATM's. -->
              <xs:element name="location" type="c:Location"/>
            </xs:sequence>
            <!-- The row id in the directory file's `atm` table. -->
            <xs:attribute name="id" type="xs:long" use="required"/>
            <!-- Absent when the directory's value is not one of these. -->
            <xs:attribute name="type" type="c:ATMType"/>
          </xs:complexType>

          <xs:complexType name="Offer">
            <xs:attribute name="provider" type="c:Provider" use="required"/>
            <!-- Basis points: 600 is 6 % off, -150 is a 1.5 % fee. -->
            <xs:attribute name="discountBasisPoints" type="xs:int" use="required"/>
            <xs:attribute name="active" type="xs:boolean" use="required"/>
            <xs:attribute name="denominationsType" type="c:DenominationsType"/>
            <xs:attribute name="redeemType" type="c:RedeemType"/>
          </xs:complexType>

          <xs:simpleType name="MerchantType">
            <xs:restriction base="xs:string">
              <xs:enumeration value="online"/>
              <xs:enumeration value="physical"/>
              <xs:enumeration value="both"/>
            </xs:restriction>
          </xs:simpleType>

          <xs:simpleType name="ATMType">
            <xs:restriction base="xs:string">
              <xs:enumeration value="buy"/>
              <xs:enumeration value="sell"/>
              <xs:enumeration value="both"/>
            </xs:restriction>
          </xs:simpleType>

          <xs:simpleType name="PaymentMethod">
            <xs:restriction base="xs:string">
              <xs:enumeration value="dash"/>
              <xs:enumeration value="gift card"/>
            </xs:restriction>
          </xs:simpleType>

          <xs:simpleType name="DenominationsType">
            <xs:restriction base="xs:string">
              <xs:enumeration value="fixed"/>
              <xs:enumeration value="min-max"/>
            </xs:restriction>
          </xs:simpleType>

          <!-- `url` never appears: offers redeemed by URL are left out, as the apps never show them. -->
          <xs:simpleType name="RedeemType">
            <xs:restriction base="xs:string">
              <xs:enumeration value="barcode"/>
              <xs:enumeration value="online"/>
              <xs:enumeration value="none"/>
            </xs:restriction>
          </xs:simpleType>

          <xs:simpleType name="Provider">
            <xs:restriction base="xs:string">
              <xs:enumeration value="CTX"/>
              <xs:enumeration value="PiggyCards"/>
            </xs:restriction>
          </xs:simpleType>

          <xs:simpleType name="Latitude">
            <xs:restriction base="xs:decimal">
              <xs:minInclusive value="-90"/>
              <xs:maxInclusive value="90"/>
            </xs:restriction>
          </xs:simpleType>

          <xs:simpleType name="Longitude">
            <xs:restriction base="xs:decimal">
              <xs:minInclusive value="-180"/>
              <xs:maxInclusive value="180"/>
            </xs:restriction>
          </xs:simpleType>
        </xs:schema>

        """#
}

#!/usr/bin/env python3
"""Writes and reads wallet archives with pyzipper, an implementation of WinZip AES independent of libzip.

Usage:
    wallet_archive.py write OUT [--comment TEXT] [--password PW] [--plain] NAME=FILE...
        A ZIP archive at OUT holding each FILE under the entry name NAME, exactly as given (`../explore.db`, a second
        `explore.db`): deflated and encrypted with AES-256 under PW (none with --plain), with TEXT as its comment.
    wallet_archive.py read ARCHIVE OUT
        Reads the comment TIMESTAMP#PASSWORD of ARCHIVE, decrypts its entry explore.db with the password into OUT, and
        prints the timestamp and the entry's encryption: "aes-256" (WinZip AES, strength 3), "aes-128" or "aes-192",
        else "other".
"""

import sys

import pyzipper


def write(arguments):
    out, comment, password, plain, entries = arguments[0], None, None, False, []
    rest = iter(arguments[1:])
    for argument in rest:
        if argument == "--comment":
            comment = next(rest)
        elif argument == "--password":
            password = next(rest)
        elif argument == "--plain":
            plain = True
        else:
            name, _, path = argument.partition("=")
            entries.append((name, path))
    encryption = None if plain else pyzipper.WZ_AES
    with pyzipper.AESZipFile(out, "w", compression=pyzipper.ZIP_DEFLATED, encryption=encryption) as archive:
        if password is not None and not plain:
            archive.setpassword(password.encode())
            archive.setencryption(pyzipper.WZ_AES, nbits=256)
        for name, path in entries:
            info = archive.zipinfo_cls(filename=name, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = pyzipper.ZIP_DEFLATED
            with open(path, "rb") as file:
                archive.writestr(info, file.read())
        if comment is not None:
            archive.comment = comment.encode()


def read(arguments):
    source, out = arguments
    with pyzipper.AESZipFile(source) as archive:
        timestamp, _, password = archive.comment.decode().partition("#")
        archive.setpassword(password.encode())
        with open(out, "wb") as file:
            file.write(archive.read("explore.db"))
        print(timestamp, encryption(archive.getinfo("explore.db").extra))


def encryption(extra):
    """The WinZip AES strength of an entry's extra field (header 0x9901: version, "AE", strength, method)."""
    while len(extra) >= 4:
        header, size = int.from_bytes(extra[0:2], "little"), int.from_bytes(extra[2:4], "little")
        if header == 0x9901 and size >= 5:
            return {1: "aes-128", 2: "aes-192", 3: "aes-256"}.get(extra[8], "other")
        extra = extra[4 + size :]
    return "other"


if __name__ == "__main__":
    {"write": write, "read": read}[sys.argv[1]](sys.argv[2:])

// case: coissue.ps1-only/valid/vs_1_1/plain (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_1_1/plain (assemble)
// expect: the tokens of valid-vs_1_1-plain.bin
// origin: template plain {}
vs_1_1
dcl_position v0
mov oPos, v0

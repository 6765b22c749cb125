// case: coissue.ps1-only/valid/vs_3_0/plain (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_3_0/plain (assemble)
// expect: the tokens of valid-vs_3_0-plain.bin
// origin: template plain {}
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0

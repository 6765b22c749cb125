// case: decl.vs-inputs/valid/vs_2_0/plain (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/plain (assemble)
// expect: the tokens of valid-vs_2_0-plain.bin
// origin: template plain {}
vs_2_0
dcl_position v0
mov oPos, v0

// case: decl.no-result-modifier/valid/vs_2_x/plain (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_2_x/plain (assemble)
// expect: the tokens of valid-vs_2_x-plain.bin
// origin: template plain {}
vs_2_x
dcl_position v0
mov oPos, v0

// case: decl.dcl-before-code/valid/vs_1_1/plain (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/vs_1_1/plain (assemble)
// expect: the tokens of valid-vs_1_1-plain.bin
// origin: template plain {}
vs_1_1
dcl_position v0
mov oPos, v0

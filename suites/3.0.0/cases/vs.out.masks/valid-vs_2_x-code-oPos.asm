// case: vs.out.masks/valid/vs_2_x/code-oPos (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/code-oPos (assemble)
// expect: the tokens of valid-vs_2_x-code-oPos.bin
// origin: template code {code: oPos}
vs_2_x
dcl_position v0
mov oPos, v0
mov oPos, v0

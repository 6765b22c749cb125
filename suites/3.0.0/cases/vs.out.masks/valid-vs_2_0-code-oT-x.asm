// case: vs.out.masks/valid/vs_2_0/code-oT-x (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_0/code-oT-x (assemble)
// expect: the tokens of valid-vs_2_0-code-oT-x.bin
// origin: template code {code: oT-x}
vs_2_0
dcl_position v0
mov oT0.x, v0
mov oPos, v0

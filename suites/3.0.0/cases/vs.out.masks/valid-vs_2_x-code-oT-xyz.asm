// case: vs.out.masks/valid/vs_2_x/code-oT-xyz (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/code-oT-xyz (assemble)
// expect: the tokens of valid-vs_2_x-code-oT-xyz.bin
// origin: template code {code: oT-xyz}
vs_2_x
dcl_position v0
mov oT0.xyz, v0
mov oPos, v0

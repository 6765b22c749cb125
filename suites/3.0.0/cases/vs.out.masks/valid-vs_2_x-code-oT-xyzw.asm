// case: vs.out.masks/valid/vs_2_x/code-oT-xyzw (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/code-oT-xyzw (assemble)
// expect: the tokens of valid-vs_2_x-code-oT-xyzw.bin
// origin: template code {code: oT-xyzw}
vs_2_x
dcl_position v0
mov oT0, v0
mov oPos, v0

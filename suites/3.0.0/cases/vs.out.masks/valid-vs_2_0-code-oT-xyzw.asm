// case: vs.out.masks/valid/vs_2_0/code-oT-xyzw (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_0/code-oT-xyzw (assemble)
// expect: the tokens of valid-vs_2_0-code-oT-xyzw.bin
// origin: template code {code: oT-xyzw}
vs_2_0
dcl_position v0
mov oT0, v0
mov oPos, v0

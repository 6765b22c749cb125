// case: vs.out.masks/invalid/vs_1_1/code-oT-xz (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-xz}
vs_1_1
dcl_position v0
mov oT0.xz, v0
mov oPos, v0

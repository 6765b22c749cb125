// case: vs.out.masks/invalid/vs_2_0/code-oT-xz (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-xz}
vs_2_0
dcl_position v0
mov oT0.xz, v0
mov oPos, v0

// case: vs.out.masks/invalid/vs_2_x/code-oT-xz (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-xz}
vs_2_x
dcl_position v0
mov oT0.xz, v0
mov oPos, v0

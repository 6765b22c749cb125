// case: vs.out.masks/invalid/vs_2_x/code-oT-y (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-y}
vs_2_x
dcl_position v0
mov oT0.y, v0
mov oPos, v0

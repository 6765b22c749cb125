// case: vs.out.masks/invalid/vs_2_x/code-oT-yzw (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-yzw}
vs_2_x
dcl_position v0
mov oT0.yzw, v0
mov oPos, v0

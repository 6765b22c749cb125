// case: vs.out.masks/invalid/vs_2_0/code-oT-yzw (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-yzw}
vs_2_0
dcl_position v0
mov oT0.yzw, v0
mov oPos, v0

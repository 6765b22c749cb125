// case: vs.out.masks/invalid/vs_2_sw/code-oT-w (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-w}
vs_2_sw
dcl_position v0
mov oT1.w, v0
mov oPos, v0

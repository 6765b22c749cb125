// case: vs.out.masks/invalid/vs_1_1/code-oT-w (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oT-w}
vs_1_1
dcl_position v0
mov oT1.w, v0
mov oPos, v0

// case: vs.out.masks/invalid/vs_2_0/code-oPts-x (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPts-x}
vs_2_0
dcl_position v0
mov oPts.x, v0
mov oPos, v0

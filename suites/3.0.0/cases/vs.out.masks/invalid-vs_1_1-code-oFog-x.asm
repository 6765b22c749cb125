// case: vs.out.masks/invalid/vs_1_1/code-oFog-x (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oFog-x}
vs_1_1
dcl_position v0
mov oFog.x, v0
mov oPos, v0

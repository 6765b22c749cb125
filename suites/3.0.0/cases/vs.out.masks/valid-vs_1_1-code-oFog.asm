// case: vs.out.masks/valid/vs_1_1/code-oFog (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_1_1/code-oFog (assemble)
// expect: the tokens of valid-vs_1_1-code-oFog.bin
// origin: template code {code: oFog}
vs_1_1
dcl_position v0
mov oFog, v0.x
mov oPos, v0

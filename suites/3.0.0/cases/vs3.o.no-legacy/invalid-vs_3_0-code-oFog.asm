// case: vs3.o.no-legacy/invalid/vs_3_0/code-oFog (validate)
// expect: invalid [vs3.o.no-legacy]
// origin: template code {code: oFog}
vs_3_0
dcl_position v0
dcl_position o0
mov oFog, v0.x
mov o0, v0

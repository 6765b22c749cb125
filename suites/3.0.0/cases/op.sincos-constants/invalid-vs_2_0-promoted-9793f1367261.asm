// case: op.sincos-constants/invalid/vs_2_0/promoted-9793f1367261 (validate)
// expect: invalid [op.sincos-constants]
// origin: promoted promoted/op.sincos-constants-invalid-9793f1367261.yaml
vs_2_0
dcl_position v0
mov r1, v0
sincos r0.xy, v0.x, r1, r1
mov oPos, r0.xy

// case: op.sincos-dst/invalid/vs_2_sw/mutate-sincos-full-mask-1 (validate)
// expect: invalid [op.sincos-dst]
// origin: mutator sincos-full-mask on random seed 1 vs_2_sw #1
vs_2_sw
def c63, -0.5, 0.5, -2.0, 0.125
defb b53, false
dcl_normal v8
defi i53, 1, 1, 2, 0
defi i11, 4, 1, 2, 0
def c7, -4.0860964e-6, 0.0, -2.0, -0.5
dcl_position v4
defb b47, true
setp_ne p0.x, c0.zzzx, c1.yywy
mad oPos, -c1, -c0, v8.yyyz
min oD0.yzw, -c1.wzyx, -c1
mul oD1.yzw, c8191, v8
mov r0, c0
sincos r0, r0.x, c1, c2

// case: flow.call-nesting/invalid/vs_2_sw/mutate-calls-too-deep-1 (validate)
// expect: invalid [flow.call-nesting]
// origin: mutator calls-too-deep on random seed 1 vs_2_sw #1
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
call l0
ret
label l0
call l1
ret
label l1
call l2
ret
label l2
call l3
ret
label l3
call l4
ret
label l4
ret

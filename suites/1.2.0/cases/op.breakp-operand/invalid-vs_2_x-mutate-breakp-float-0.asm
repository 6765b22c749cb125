// case: op.breakp-operand/invalid/vs_2_x/mutate-breakp-float-0 (validate)
// expect: invalid [op.breakp-operand]
// origin: mutator breakp-float on random seed 1 vs_2_x #0
vs_2_x
defb b13, true
dcl_blendindices6 v1
def c4, 2.0, 0.125, 0.5, 0.25
dcl_position v6
def c29, 4.0, 0.5, 8.1647863e-7, 1.1462124e21
defi i8, 4, 0, 2, 0
dcl_blendindices15 v0
defi i6, 4, 2, 1, 0
log r4, -v1.w
nrm r25, c0
dst r26.yw, -v0, c2.zxwx
dst r20, c255, -c3.yzwz
exp r27, -r4.w
add oPos, -c2, r20.yxxy
min oD1.xyz, c1, v1.ywyx
min oT3.xyz, v0, -r27
mov oT5.x, r20
mov oFog, r20.x
mov oPts, r25.x
rep i0
    breakp c0.x
endrep

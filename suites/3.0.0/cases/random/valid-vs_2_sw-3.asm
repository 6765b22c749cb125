// case: random/valid/vs_2_sw/3 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/3 (assemble)
// expect: the tokens of valid-vs_2_sw-3.bin
// origin: random seed 1 vs_2_sw #3
vs_2_sw
dcl_normal5 v15
defb b49, true
defb b0, true
defi i45, 1, 0, 1, 0
dcl_position v8
def c12, 0.5, -0.5, 0.125, 1.0
min r4, -v15, c1
dst r2, c1, v8
dp4 r12, -c1, v8.yzxw
sge r2, c1, c2
logp r4.z, v15.z
pow r23.xyz, r12.w, c2.z
frc r19, -c0
lrp r5, r12.xwxz, r4.yyzx, v15
rep i45
    rsq r11, c1.z
    rsq r11.yzw, r5.y
    sge r21, v8.xwx, c3
    break
    rep i45
        break
        expp r16, c1.x
    endrep
endrep
mad oPos, -v8.wwzy, c0, -c3
add oD0.zw, r23.xzyx, -c3
mad oD1.w, c0, c2.ywyz, r12.xzyz
max oT2, r2.xyx, -r19
mul oT3.xyz, c2.wzw, c0.xzw
mov oT4, -r4.xxwx
mul oT6.xy, c2.zw, -r12.zwz

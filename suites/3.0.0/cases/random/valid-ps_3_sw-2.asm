// case: random/valid/ps_3_sw/2 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/2 (assemble)
// expect: the tokens of valid-ps_3_sw-2.bin
// origin: random seed 1 ps_3_sw #2
ps_3_sw
def c10, -7.0200984e-28, -2.0, 0.5, 2.0
def c17, -1.1558552e27, 0.25, 1.0, -1.0
defb b34, false
dcl_cube s8
dcl_color15 v1.xyz
dcl vPos.y
defb b2, true
defi i6, 2, 2, 1, 0
dcl_2d s0
dcl_2d s15
abs r22.w, c1.yxzw
rsq_sat r19.zw, c0.y
pow r15, c1.x, c0.x
mad_pp r16, c1.wyzy, c2, c3.xxzy
m4x4_pp r0, r15, c3
call l1956
min oC0, c1, c3
ret
label l1956
dsy r7, r15.zwxy
callnz l884, b4
dp4 r18, r0.yw, r16.xzzy
if b13
    rep i6
        m3x4 r18, v1_abs.yzx, c4533
    endrep
endif
ret
label l884
crs r30.xyz, r15, c8191
call l430
m3x4_sat_pp r7, r0_abs, c3483
ret
label l430
texldb r24, r15, s0
dp4_sat r1, c8191, -r0
texldb r25, r1, s15
ret

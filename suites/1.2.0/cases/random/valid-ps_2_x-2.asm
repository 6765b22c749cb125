// case: random/valid/ps_2_x/2 (validate)
// expect: valid
// case: random/assemble/ps_2_x/2 (assemble)
// expect: the tokens of valid-ps_2_x-2.bin
// origin: random seed 1 ps_2_x #2
ps_2_x
dcl_cube s7
dcl_2d s11
dcl_centroid t5.y
def c28, 0.125, 0.25, -0.01420669, -2.0
dcl_2d s10
defi i1, 3, 3, 1, 0
dcl t6.yz
defi i12, 4, 4, 1, 0
dcl t4.yw
defb b7, true
dcl t1.yzw
abs r1, -c3.yyxz
mul_pp r21, c31.x, c2.zzyx
m4x4 r7, -r1, c7
m3x2 r28.xy, r7, c10
m3x2_sat r20.xy, r1, c13
texldb r7, r1, s7
m3x2 r17.xy, r7, c30
min r18.yw, -c31.yxwz, t6.xzy
rep i12
    rcp_sat r9, c3.w
endrep
mov oC0, c2

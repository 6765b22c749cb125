// case: random/valid/ps_3_sw/7 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/7 (assemble)
// expect: the tokens of valid-ps_3_sw-7.bin
// origin: random seed 1 ps_3_sw #7
ps_3_sw
dcl_color13 v4
dcl_blendweight7_centroid v9
dcl vPos.x
dcl_2d s0
defi i43, 3, 0, 1, 0
dcl_blendweight11_centroid v5
defb b38, true
defb b45, false
dcl_fog9 v2.xzw
texldb r18, v5, s0
abs r4, c0
frc r20.yw, c3.xwzw
rcp r1.z, c1.w
dsy r5.xz, v4
min r0, v4.zyx, c1.wzzy
dp2add r9.y, -r18.wxwy, c3.xwwx, r18.x
m4x3 r18.xyz, v4, c5696
rep i43
    loop aL, i43
        dsx r30, c0.yzxy
    endloop
endrep
min_pp oC0.yz, c1.xyx, v2.yzx
add oC1, c0, c3

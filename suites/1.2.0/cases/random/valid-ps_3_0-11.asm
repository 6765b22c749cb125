// case: random/valid/ps_3_0/11 (validate)
// expect: valid
// case: random/assemble/ps_3_0/11 (assemble)
// expect: the tokens of valid-ps_3_0-11.bin
// origin: random seed 1 ps_3_0 #11
ps_3_0
dcl_cube s10
def c16, 4.8650733e20, 2.0, 1.444471e17, -668641850000.0
dcl_blendweight9 v2
dcl vPos.xy
defi i12, 3, 1, 2, 0
dcl_binormal11 v6.xy
defi i9, 3, 3, 2, 0
dcl_binormal7_centroid v3
dcl_tangent11 v8.yz
dcl_blendweight15_centroid v4.yz
add_pp r0, c2, c223
dsx r17, v2.xywx
loop aL, i12
    dp3 r23, c3, c3
    sincos r16.y, c0.w
    m3x2 r26.xy, v2[aL], c136
endloop
mul oC0.yw, c1.zzwz, r17
mul oC1.xz, c2, c3
min oC2.xzw, r17, c3

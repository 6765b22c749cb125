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
if_lt c223.w, v2_abs.y
    add r17.xz, c223.xywx, c223
    abs r23.zw, c1
    exp_sat_pp r23, c223.z
    add r26, c223, r23
    pow r4, r23.y, c3.x
endif
add oC0.yw, c0, c0
min oC1.xz, v2, c2
min_pp oC2.xzw, c1.xywz, v2_abs

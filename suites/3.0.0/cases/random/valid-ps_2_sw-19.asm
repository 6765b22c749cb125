// case: random/valid/ps_2_sw/19 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/19 (assemble)
// expect: the tokens of valid-ps_2_sw-19.bin
// origin: random seed 1 ps_2_sw #19
ps_2_sw
defi i40, 1, 1, 2, 0
dcl_2d s2
dcl_volume s6
dcl_centroid t4
defi i21, 4, 2, 2, 0
def c29, 0.25, -1.0, -0.5, 1.0
cmp r5, c1, -c2, c2.zzwz
abs_sat_pp r31, t4.yywz
m3x4 r17, -r31, c4968
rcp r26.yz, c1.x
m3x3_sat r18.xyz, r17, c2067
dp4 r18, -r31.ywx, c2.xzyx
log r29.yz, c0.x
if b5
    max r14, t4, -c1.yzzy
    sub r1, -r18.ywyw, c3.yxzx
    max_pp r14, -r1, -r14
    dp2add r23.zw, -c8191, r14, c3.z
    lrp r26, c0.ywwy, r17, c8191
    m3x3 r29.xyz, r14.xyxy, c2107
    m3x2_pp r15.xy, r29, c6628
    nrm r0.xyz, -c2
    if_gt c1.x, c2.y
    endif
endif
mov oC0, c3
mov oC1, c8191
mov oC2, r5
mov oC3, r18

// case: src.direct-file/invalid/ps_2_0/mutate-read-sampler-1 (validate)
// expect: invalid [src.direct-file]
// origin: mutator read-sampler on random seed 1 ps_2_0 #1
ps_2_0
dcl_centroid t4
dcl v1
dcl t7.w
dcl_2d s13
dcl_cube s15
dcl t5.xyz
max r8.z, -c2.x, v1.y
dp2add_sat r4.w, -c3.zxyw, t5, -r8.z
cmp_pp r1.xzw, t4, -c1.zxyw, c1.wzyx
mad_sat r9, c2.x, v1, -c2
max_sat r3, -r9, -r9.z
m4x3 r5.xyz, -v1.wzyx, c27
log r0.x, c31.x
min r0.yz, v1, -r3
rcp r9.xw, -c31.y
frc r11, r3
abs r4.xzw, r3.x
mov_pp r8, c1
mov oC0, r9
mov oC1, r8
add r2, c0, s13

// case: random/valid/ps_2_0/18 (validate)
// expect: valid
// case: random/assemble/ps_2_0/18 (assemble)
// expect: the tokens of valid-ps_2_0-18.bin
// origin: random seed 1 ps_2_0 #18
ps_2_0
dcl v1.z
def c7, 1.0, 0.5, 4.0, -0.5
dcl t4.xz
dcl_2d s14
dcl t3.y
dcl_cube s6
dcl t6
dcl_cube s4
def c2, 0.0, -4.9182366e-20, 6.2651585e-25, 0.25
m4x3 r2.xyz, t6, c11
nrm r2.xyz, t6
rcp_sat r11, c3.z
m4x4 r0, t6.yzxw, c17
add_sat_pp r4.zw, r0.zxyw, c31
cmp r3, -r0.w, r0, c2.x
mul r4, c1, -c3
abs r6, r4.zxyw
texld_pp r3, r0, s14
m4x4_pp r1, r11.x, c3
mul r3.xzw, -r0, c3
add_pp r4, -c2.yzxw, t6
m3x2 r2.xy, t6, c1
m4x4 r8, -t6, c7
dp4 r7.x, -r6, r1.zxyw
nop
m4x4 r10, -r8.wzyx, c6
texldb_pp r9, r0, s14
mov r7, r9.x
texld r7, r3, s4
mul_sat r3, r6, c3
crs r0.xy, r11, r4
mov_pp r11.yz, -r4
abs r9.xz, r9
pow r0, r0.y, -r6.y
m3x2 r6.xy, r11.w, c20
mov oC0, r1
mov oC1, r11
mov oC2, r7
mov oC3, r1

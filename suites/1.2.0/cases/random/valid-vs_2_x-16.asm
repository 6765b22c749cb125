// case: random/valid/vs_2_x/16 (validate)
// expect: valid
// case: random/assemble/vs_2_x/16 (assemble)
// expect: the tokens of valid-vs_2_x-16.bin
// origin: random seed 1 vs_2_x #16
vs_2_x
defi i11, 1, 1, 1, 0
def c57, -5.4753024e30, 350641670000000.0, 2.316329, -2.0
dcl_position v2
rcp r12.yzw, -c0.y
abs r30, c3
exp r9, -v2.y
m4x4 r1, r9, c61
abs r15.yz, c255.zxzw
expp r20, r15.z
pow r25, -c255.x, c0.w
lrp r17, r20.zwxy, c3.xzzy, r9.yzx
nrm r9.xyz, -c1.wwyx
mova a0, c2.yyx
m3x4 r26, -r20.ywxy, c9
log r6, c0[a0.z].z
min r2.x, c3, c4[a0.x]
rep i11
    logp r31.xz, -c4[a0.w].x
    dp4 r4, c0.xzx, -c0[a0.z].yz
    log r2.w, c8[a0.z].w
    loop aL, i11
        if_ge -c0[aL].z, c4[aL].z
        endif
    endloop
endrep
mov oPos, r1
mad oD0.xyw, -r20.zzyx, r1.xzzx, r30.w
mov oD1.w, r20
mov oT1.xyz, -r1
mov oT7, -c8[a0.w]

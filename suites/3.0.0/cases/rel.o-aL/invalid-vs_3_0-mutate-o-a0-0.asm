// case: rel.o-aL/invalid/vs_3_0/mutate-o-a0-0 (validate)
// expect: invalid [rel.o-aL]
// origin: mutator o-a0 on random seed 1 vs_3_0 #2
vs_3_0
dcl_blendweight9 o4.zw
dcl_blendindices13 o2.w
dcl_normal11 o4.xy
dcl_blendweight10 o5.y
dcl_fog5 v11
dcl_fog1 o5.z
dcl_blendindices3 o8.xyz
dcl_blendindices4 o2.xyz
defb b8, false
dcl_blendweight8 o8.w
dcl_color12 o11
defi i8, 2, 4, 1, 0
dcl_blendindices6 o9.w
dcl_normal8 o9.z
dcl_fog15 o9.y
dcl_position v2
dcl_normal9 o9.x
dcl_texcoord10 o5.w
dcl_color14 o5.x
dcl_2d s1
dcl_psize o1
dcl_volume s3
dcl_2d s0
dcl_position o0
dp4 r12.xyz, v11_abs, c3.yxwx
max r28, v2_abs.wwxw, c3
dp4 r2, c0.xwwz, r28.zzyw
m4x4 r24, -v11_abs, c244
m3x3 r25.xyz, v11_abs.wxyw, c244
sge r24.x, r28, c0
callnz l1623, b14
callnz l1623, b15
m4x4 r13, r24, c163
add r8, r2, -r13.wywy
exp r18, r2.w
abs r4, c0.zzwx
rsq_sat r21.xyw, r8.y
mova a0.x, r12.yx
loop aL, i8
    log_sat r1, r21.x
    if_ge -c0[a0.x]_abs.x, v11.z
        m4x4 r2, v11, c49
        m4x3 r26.xyz, r13.zwwx, c175
        m4x3 r29.xyz, r2, c62
        dp4 r1, r24_abs, v11[aL]_abs.wzyz
        add r9, r4.zwyz, -c0[a0.x]
    endif
endloop
max_sat o0, r18.ywy, v2[a0.x]_abs.yyx
mov o1.x, c0.y
max o5.x, -v11_abs, r21
mov o5.z, v11
mul o5.w, r28, r21
max o8.xyz, -r2_abs.wwzx, r13
max o8.w, v11, r4
mul_sat o2.xyz, r28_abs.wzzx, r25
mad o2.w, r24_abs, r28.ywwz, r21.zx
mul o4.xy, r8, -v2.wzzx
mov_sat o4.zw, -c0.xywx
min o9.x, c2_abs, -v2[a0.x]_abs.wxyx
mov o9.y, c2.xzxw
mov o9.w, c0
mad o11, c4[a0.x], r13, v11.wwyx
mova a0.x, c0.x
mov o4[a0.x], c0
ret
label l1623
rep i8
    exp r6.y, c1.y
endrep
ret
